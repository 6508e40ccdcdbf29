/// The colors UIKit and AppKit name (`systemBackgroundColor`, `labelColor`, …), as sRGB hex with alpha, in the light
/// and dark appearances; from Apple's Human Interface Guidelines color tables. A name not listed draws as a gray.
struct SystemColor: Sendable {
    var light: String
    var dark: String

    static func named(_ name: String) -> SystemColor? {
        table[name] ?? table[name.replacingOccurrences(of: "Color", with: "") + "Color"]
    }

    private static let table: [String: SystemColor] = [
        "systemBackgroundColor": SystemColor(light: "#FFFFFF", dark: "#000000"),
        "secondarySystemBackgroundColor": SystemColor(light: "#F2F2F7", dark: "#1C1C1E"),
        "tertiarySystemBackgroundColor": SystemColor(light: "#FFFFFF", dark: "#2C2C2E"),
        "systemGroupedBackgroundColor": SystemColor(light: "#F2F2F7", dark: "#000000"),
        "secondarySystemGroupedBackgroundColor": SystemColor(light: "#FFFFFF", dark: "#1C1C1E"),
        "tertiarySystemGroupedBackgroundColor": SystemColor(light: "#F2F2F7", dark: "#2C2C2E"),
        "labelColor": SystemColor(light: "#000000", dark: "#FFFFFF"),
        "secondaryLabelColor": SystemColor(light: "#3C3C4399", dark: "#EBEBF599"),
        "tertiaryLabelColor": SystemColor(light: "#3C3C434C", dark: "#EBEBF54C"),
        "quaternaryLabelColor": SystemColor(light: "#3C3C432D", dark: "#EBEBF52D"),
        "placeholderTextColor": SystemColor(light: "#3C3C434C", dark: "#EBEBF54C"),
        "separatorColor": SystemColor(light: "#3C3C4349", dark: "#54545899"),
        "opaqueSeparatorColor": SystemColor(light: "#C6C6C8", dark: "#38383A"),
        "linkColor": SystemColor(light: "#007AFF", dark: "#0984FF"),
        "systemFillColor": SystemColor(light: "#78788033", dark: "#7878805B"),
        "secondarySystemFillColor": SystemColor(light: "#78788028", dark: "#78788051"),
        "tertiarySystemFillColor": SystemColor(light: "#7676801E", dark: "#7676803D"),
        "systemBlueColor": SystemColor(light: "#007AFF", dark: "#0A84FF"),
        "systemGreenColor": SystemColor(light: "#34C759", dark: "#30D158"),
        "systemIndigoColor": SystemColor(light: "#5856D6", dark: "#5E5CE6"),
        "systemOrangeColor": SystemColor(light: "#FF9500", dark: "#FF9F0A"),
        "systemPinkColor": SystemColor(light: "#FF2D55", dark: "#FF375F"),
        "systemPurpleColor": SystemColor(light: "#AF52DE", dark: "#BF5AF2"),
        "systemRedColor": SystemColor(light: "#FF3B30", dark: "#FF453A"),
        "systemTealColor": SystemColor(light: "#5AC8FA", dark: "#64D2FF"),
        "systemYellowColor": SystemColor(light: "#FFCC00", dark: "#FFD60A"),
        "systemGrayColor": SystemColor(light: "#8E8E93", dark: "#8E8E93"),
        "systemGray2Color": SystemColor(light: "#AEAEB2", dark: "#636366"),
        "systemGray3Color": SystemColor(light: "#C7C7CC", dark: "#48484A"),
        "systemGray4Color": SystemColor(light: "#D1D1D6", dark: "#3A3A3C"),
        "systemGray5Color": SystemColor(light: "#E5E5EA", dark: "#2C2C2E"),
        "systemGray6Color": SystemColor(light: "#F2F2F7", dark: "#1C1C1E"),
        "tintColor": SystemColor(light: "#007AFF", dark: "#0A84FF"),
        // UIKit's fixed colors.
        "blackColor": SystemColor(light: "#000000", dark: "#000000"),
        "whiteColor": SystemColor(light: "#FFFFFF", dark: "#FFFFFF"),
        "clearColor": SystemColor(light: "#00000000", dark: "#00000000"),
        "darkTextColor": SystemColor(light: "#000000", dark: "#000000"),
        "lightTextColor": SystemColor(light: "#FFFFFF99", dark: "#FFFFFF99"),
        "groupTableViewBackgroundColor": SystemColor(light: "#F2F2F7", dark: "#000000"),
        // AppKit's catalog colors.
        "controlColor": SystemColor(light: "#FFFFFF", dark: "#FFFFFF3F"),
        "controlBackgroundColor": SystemColor(light: "#FFFFFF", dark: "#1E1E1E"),
        "controlTextColor": SystemColor(light: "#000000D8", dark: "#FFFFFFD8"),
        "disabledControlTextColor": SystemColor(light: "#0000003F", dark: "#FFFFFF3F"),
        "windowBackgroundColor": SystemColor(light: "#ECECEC", dark: "#323232"),
        "textColor": SystemColor(light: "#000000", dark: "#FFFFFF"),
        "textBackgroundColor": SystemColor(light: "#FFFFFF", dark: "#1E1E1E"),
        "selectedTextBackgroundColor": SystemColor(light: "#B3D7FF", dark: "#3F638B"),
        "gridColor": SystemColor(light: "#E6E6E6", dark: "#1A1A1A"),
        "headerTextColor": SystemColor(light: "#000000D8", dark: "#FFFFFF"),
        "underPageBackgroundColor": SystemColor(light: "#969696E5", dark: "#282828"),
        "alternateSelectedControlTextColor": SystemColor(light: "#FFFFFF", dark: "#FFFFFF"),
        "selectedControlColor": SystemColor(light: "#B3D7FF", dark: "#3F638B"),
        "keyboardFocusIndicatorColor": SystemColor(light: "#0067F43F", dark: "#1AA9FF4C"),
        "scrollBarColor": SystemColor(light: "#AAAAAA", dark: "#AAAAAA"),
        "knobColor": SystemColor(light: "#000000", dark: "#FFFFFF"),
        "windowFrameTextColor": SystemColor(light: "#000000D8", dark: "#FFFFFFD8"),
        "secondarySelectedControlColor": SystemColor(light: "#DCDCDC", dark: "#464646"),
        "selectedContentBackgroundColor": SystemColor(light: "#0063E1", dark: "#0059D1"),
        "unemphasizedSelectedContentBackgroundColor": SystemColor(light: "#DCDCDC", dark: "#464646"),
        "findHighlightColor": SystemColor(light: "#FFFF00", dark: "#FFFF00"),
        "systemBrownColor": SystemColor(light: "#A2845E", dark: "#AC8E68"),
    ]
}
