@testable import Cassowary

/// The tableau the ratio tests are read on: two restricted rows bound slack `entering`,
/// `tight`'s basic = constant + cell·entering + other·x, and `sound`'s = constant - entering.
struct RatioTestTableau {
    var tableau = Tableau()
    let entering: SymbolID
    let tight: RowID
    let sound: RowID

    init(tight constant: Double, cell: Double, other: Double, sound soundConstant: Double) {
        entering = tableau.newSymbol(.slack, owner: noSlot, variable: noVariable)
        let x = tableau.newSymbol(.slack, owner: noSlot, variable: noVariable)
        let b1 = tableau.newSymbol(.slack, owner: noSlot, variable: noVariable)
        let b2 = tableau.newSymbol(.slack, owner: noSlot, variable: noVariable)
        tight = tableau.matrix.newRow(owner: noSlot, constant: constant)
        tableau.matrix.addCell(row: tight, symbol: entering, coefficient: cell)
        tableau.matrix.addCell(row: tight, symbol: x, coefficient: other)
        tableau.setBasic(tight, b1)
        sound = tableau.matrix.newRow(owner: noSlot, constant: soundConstant)
        tableau.matrix.addCell(row: sound, symbol: entering, coefficient: -1)
        tableau.setBasic(sound, b2)
    }
}
