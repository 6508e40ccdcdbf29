extension NibObject {
    /// Every outlet of this object that holds something, by key: declared ``Outlet``s and ``OutletCollection``s,
    /// framework outlets, and the outlets stand-ins accepted.
    public var connectedOutlets: [String: [AnyObject]] {
        var result = frameworkOutlets
        for (name, outlet) in PropertyReflection.outlets(of: self) {
            let values = outlet.connectedValues
            if !values.isEmpty { result[name] = values }
        }
        if let owner = self as? StandInOwner { result.merge(owner.outlets) { $1 } }
        if let standIn = self as? NibBackedStandIn { result.merge(standIn.outlets) { $1 } }
        return result
    }
}

extension ConnectableOutlet {
    var connectedValues: [AnyObject] {
        if let single = self as? AnyOutletValue { return single.anyValue.map { [$0] } ?? [] }
        if let collection = self as? AnyOutletCollectionValue { return collection.anyValues }
        return []
    }
}

protocol AnyOutletValue { var anyValue: AnyObject? { get } }
protocol AnyOutletCollectionValue { var anyValues: [AnyObject] { get } }

extension Outlet: AnyOutletValue { var anyValue: AnyObject? { wrappedValue } }
extension OutletCollection: AnyOutletCollectionValue { var anyValues: [AnyObject] { wrappedValue } }
