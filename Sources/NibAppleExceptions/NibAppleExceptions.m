#if defined(__APPLE__)
#import "NibAppleExceptions.h"

NSException *_Nullable NibKitCatchException(NS_NOESCAPE void (^block)(void)) {
    @try {
        block();
    } @catch (NSException *exception) {
        return exception;
    }
    return nil;
}
#endif
