#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One row of a HIG tracking table.
public struct TrackingRow: Hashable, Sendable {
    /// Point size.
    public var size: Double
    /// Tracking in 1/1000 em.
    public var em: Double
    /// Tracking in points, as published.
    public var points: Double

    public init(_ size: Double, _ em: Double, _ points: Double) {
        self.size = size
        self.em = em
        self.points = points
    }
}

/// Tracking at one point size, with where it came from.
public struct Tracking: Hashable, Sendable {
    public var em: Double
    public var points: Double
    /// True when `size` is a row of the table; false when the value was derived by the lookup rule.
    public var isPublished: Bool
}

/// A HIG tracking table (SF Pro, New York, SF Compact, …).
public struct TrackingTable: Hashable, Sendable {
    public var name: String
    /// Rows by ascending size.
    public var rows: [TrackingRow]

    public init(name: String, rows: [TrackingRow]) {
        self.name = name
        self.rows = rows
    }

    /// Tracking for any point size.
    ///
    /// - A size that is a row gives that row, both columns as published.
    /// - Between two rows, the 1/1000 em value is interpolated linearly and rounded
    ///   to the nearest whole unit (halves away from zero), as the tables are; points are
    ///   size × em / 1000, rounded to 0.01 pt.
    /// - Below the first row or above the last, the nearest row's em value holds, and points are
    ///   size × em / 1000, rounded to 0.01 pt.
    public func lookup(size: Double) -> Tracking {
        guard let first = rows.first, let last = rows.last else {
            return Tracking(em: 0, points: 0, isPublished: false)
        }
        if let row = rows.first(where: { $0.size == size }) {
            return Tracking(em: row.em, points: row.points, isPublished: true)
        }
        let em: Double
        if size < first.size {
            em = first.em
        } else if size > last.size {
            em = last.em
        } else {
            let upperIndex = rows.firstIndex { $0.size > size }!
            let lo = rows[upperIndex - 1]
            let hi = rows[upperIndex]
            let t = (size - lo.size) / (hi.size - lo.size)
            em = (lo.em + (hi.em - lo.em) * t).rounded()
        }
        let points = (size * em / 1000 * 100).rounded() / 100
        return Tracking(em: em, points: points == 0 ? 0 : points, isPublished: false)
    }
}
