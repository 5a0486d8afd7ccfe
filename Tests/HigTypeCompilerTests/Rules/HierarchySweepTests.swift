import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `hierarchy` compares distinct size scales in one sorted sweep per category; these pin down
/// what the sweep finds, including ties at the default size and several crossing partners.
@Suite struct HierarchySweepTests {
    @Test func eachCrossingScaleOnceAtItsFirstCategoryAgainstTheLargestSmaller() {
        let scales: [[Double]] = [
            [10, 10, 10],  // 0
            [9, 12, 8],  // 1: larger than 0 at the default, smaller at category 0
            [11, 12, 12],  // 2: ties 1 at the default, so the two are not compared; above 0 everywhere
            [8, 14, 20],  // 3: below 0, 1 and 2 at category 0; 2 is the largest there
        ]
        let found = HierarchyCrossings(Hierarchy.crossings(scales, defaultIndex: 1))
        #expect(found == HierarchyCrossings([(1, (0, 0)), (3, (2, 0))]))
    }

    @Test func noCrossingsWhenOrderHolds() {
        let scales: [[Double]] = [[1, 2, 3], [2, 3, 4], [3, 4, 5], [3, 4, 5]]
        #expect(Hierarchy.crossings(scales, defaultIndex: 1).isEmpty)
        #expect(Hierarchy.crossings([[1, 2]], defaultIndex: 0).isEmpty)
        #expect(Hierarchy.crossings([], defaultIndex: 0).isEmpty)
    }

    @Test func laterCategoryWhenEarlierOnesHold() {
        let scales: [[Double]] = [[10, 10, 30], [11, 12, 20]]
        let found = HierarchyCrossings(Hierarchy.crossings(scales, defaultIndex: 1))
        #expect(found == HierarchyCrossings([(1, (0, 2))]))
    }
}

/// (scale, (partner, category)) triples, comparable.
private struct HierarchyCrossings: Equatable {
    var triples: [[Int]]
    init(_ list: [(Int, (Int, Int))]) { triples = list.map { [$0.0, $0.1.0, $0.1.1] } }
}
