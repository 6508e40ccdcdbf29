import NibModel

/// The document level: `<document>` and its header, `<dependencies>`, `<objects>`, `<scenes>` and `<resources>`.
extension DocumentBuilder {
    mutating func buildDocument() -> IBDocument? {
        let root = tree.root
        let rootName = known(node(root).name)
        if rootName == .archive {
            let type = attribute(.type, of: root).map { string($0) } ?? "unknown"
            let version = attribute(.version, of: root).map { string($0) } ?? "unknown"
            error(
                at: Int(node(root).offset),
                "this is a legacy pre-Xcode-5 Interface Builder document (archive type \(type), version \(version)), which NibKit does not decode; open it in a current Xcode and save it (Xcode upgrades it to the document format), then decode it again",
                rule: DecoderRule.legacyDocument
            )
            return nil
        }
        guard rootName == .document, let typeSlot = attribute(.type, of: root) else {
            error(
                at: Int(node(root).offset),
                "not an Interface Builder document: the root element is <\(elementName(root))>, but .xib and .storyboard files start with <document type=\"com.apple.InterfaceBuilder3…\">"
            )
            return nil
        }
        let type = string(typeSlot)
        guard type.hasPrefix("com.apple.InterfaceBuilder") else {
            error(
                at: Int(typeSlot.start),
                "not an Interface Builder document: document type '\(type)' is not one of Interface Builder's (com.apple.InterfaceBuilder3.CocoaTouch.XIB, …)"
            )
            return nil
        }
        var header = DocumentHeader(type: type, version: "", targetRuntimeName: "", location: location(root))
        for slot in attributeSlots(root) {
            switch known(slot.name) {
            case .type: break
            case .version: header.version = string(slot)
            case .toolsVersion: header.toolsVersion = string(slot)
            case .targetRuntime: header.targetRuntimeName = string(slot)
            case .propertyAccessControl: header.propertyAccessControl = string(slot)
            case .useAutolayout: header.useAutolayout = bool(slot) ?? false
            case .useTraitCollections: header.useTraitCollections = bool(slot) ?? false
            case .useSafeAreas: header.useSafeAreas = bool(slot) ?? false
            case .colorMatched: header.colorMatched = bool(slot)
            case .launchScreen: header.launchScreen = bool(slot) ?? false
            case .initialViewController:
                header.initialViewController = string(slot)
                references.append(PendingReference(slot: slot, site: .initialViewController))
            default: keep(slot, element: root, in: &header.untyped)
            }
        }
        if header.targetRuntimeName.isEmpty {
            error(
                at: Int(node(root).offset),
                "the <document> element has no targetRuntime attribute; Xcode always writes one (iOS.CocoaTouch or MacOSX.Cocoa)"
            )
        }
        runtime = header.targetRuntime
        var document = IBDocument(header: header)
        for child in nodes.children(of: root) {
            switch known(node(child).name) {
            case .device: document.header.device = device(child)
            case .dependencies: document.header.dependencies = dependencies(child)
            case .objects: document.objects = objectList(child)
            case .scenes:
                for sceneNode in nodes.children(of: child) {
                    if known(node(sceneNode).name) == .scene {
                        document.scenes.append(scene(sceneNode))
                    } else {
                        document.untyped.elements.append(genericElement(sceneNode))
                    }
                }
            case .resources: document.resources = resources(child)
            default: document.untyped.elements.append(genericElement(child))
            }
        }
        return document
    }

    /// The objects of an `<objects>` list, in document order.
    mutating func objectList(_ index: Int32) -> [IBObject] {
        var objects: [IBObject] = []
        objects.reserveCapacity(nodes.childCount(of: index))
        for child in nodes.children(of: index) {
            appendObject(child, container: nil, to: &objects)
        }
        return objects
    }

    private mutating func device(_ index: Int32) -> Device {
        var device = Device(id: "")
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .id: device.id = string(slot)
            case .orientation: device.orientation = value(slot)
            case .appearance: device.appearance = string(slot)
            default: keep(slot, element: index, in: &device.untyped)
            }
        }
        for child in nodes.children(of: index) { device.untyped.elements.append(genericElement(child)) }
        return device
    }

    private mutating func dependencies(_ index: Int32) -> [Dependency] {
        var result: [Dependency] = []
        result.reserveCapacity(nodes.childCount(of: index))
        for child in nodes.children(of: index) {
            result.append(Dependency(element: DependencyKind(rawValue: elementName(child))))
            readDependency(child, into: &result[result.count - 1])
        }
        return result
    }

    /// Reads a dependency's attributes and children into `dependency`, built where it will live.
    private mutating func readDependency(_ index: Int32, into dependency: inout Dependency) {
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .identifier, .name: dependency.name = string(slot)
            case .version, .minToolsVersion, .defaultVersion: dependency.version = string(slot)
            default: keep(slot, element: index, in: &dependency.untyped)
            }
        }
        for grandchild in nodes.children(of: index) {
            dependency.untyped.elements.append(genericElement(grandchild))
        }
    }

    private mutating func scene(_ index: Int32) -> Scene {
        var scene = Scene(sceneID: "", location: location(index))
        for slot in attributeSlots(index) {
            if known(slot.name) == .sceneID {
                scene.sceneID = string(slot)
            } else {
                keep(slot, element: index, in: &scene.untyped)
            }
        }
        for child in nodes.children(of: index) {
            switch known(node(child).name) {
            case .objects: scene.objects = objectList(child)
            case .point where attribute(.key, of: child).map({ string($0) }) == "canvasLocation":
                if case .point(let point)? = propertyValue(child) { scene.canvasLocation = point }
            default: scene.untyped.elements.append(genericElement(child))
            }
        }
        return scene
    }

    private mutating func resources(_ index: Int32) -> Resources {
        var resources = Resources()
        for child in nodes.children(of: index) {
            switch known(node(child).name) {
            case .image:
                var image = ImageResource(name: "")
                for slot in attributeSlots(child) {
                    switch known(slot.name) {
                    case .name: image.name = string(slot)
                    case .width: image.width = number(slot)
                    case .height: image.height = number(slot)
                    case .catalog: image.catalog = string(slot)
                    default: keep(slot, element: child, in: &image.untyped)
                    }
                }
                for grandchild in nodes.children(of: child) {
                    image.untyped.elements.append(genericElement(grandchild))
                }
                resources.images.append(image)
            case .namedColor, .systemColor:
                var color = NamedColor(name: "")
                for slot in attributeSlots(child) {
                    if known(slot.name) == .name {
                        color.name = string(slot)
                    } else {
                        keep(slot, element: child, in: &color.untyped)
                    }
                }
                for grandchild in nodes.children(of: child) {
                    // The first `<color>` that types is the color; anything else (a color with attributes not known
                    // here, a second one) is kept as it was written.
                    if known(node(grandchild).name) == .color, color.color == nil,
                        let typed = self.color(grandchild)
                    {
                        color.color = typed
                    } else {
                        color.untyped.elements.append(genericElement(grandchild))
                    }
                }
                if known(node(child).name) == .namedColor {
                    resources.namedColors.append(color)
                } else {
                    resources.systemColors.append(color)
                }
            default:
                resources.untyped.elements.append(genericElement(child))
            }
        }
        return resources
    }
}
