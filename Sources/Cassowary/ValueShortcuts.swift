/// The shortcuts a tableau's values and suggestions take where they can, each standing for
/// work it spares and giving the same values bit for bit. All are on; tests turn one off to
/// compare the shortcut with the work it stands for, and a rebuilt tableau keeps the choice.
struct ValueShortcuts {
    /// Whether suggestions record and replay their constant shifts (`Tableau+ShiftPlan`).
    var plansShifts = true
    /// Whether spreading refreshes are recorded and replayed (`Tableau+ValueOrder`).
    var recordsValueOrders = true
    /// Whether a new definition that nothing reads is valued as it is made, when every value
    /// is current (`Tableau+NewDefinitionValue`).
    var valuesNewDefinitions = true
}
