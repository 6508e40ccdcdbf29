@implementation B
- :(id)x :(id)y { }
@end
@protocol P;
@protocol(Q)
