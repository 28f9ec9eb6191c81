// A page call that keeps the texts it makes: in a `Set<String>` when compiled with -D SET_PROBE, else
// in an array. Wasm/Tests/budget-probe.sh links each into a variant of formkit.wasm, exported like the
// page's calls, to show that the budget stage fails on the set and passes on the array.
@_cdecl("fk_budget_probe")
func budgetProbe(_ count: Int32) -> Int32 {
    #if SET_PROBE
    var kept = Set<String>()
    for index in 0..<Int(count) { kept.insert(String(index)) }
    #else
    var kept: [String] = []
    for index in 0..<Int(count) { kept.append(String(index)) }
    #endif
    return Int32(kept.count)
}
