@interface A : NSObject
- (void)a:(int)
@property (nonatomic) IBOutlet void (^