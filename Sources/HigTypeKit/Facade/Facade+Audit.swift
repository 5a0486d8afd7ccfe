import HigTypeAudit

// The audit of app code. `Pipeline.audit` runs it over a tree; `Auditor` audits one file's text
// (the language server's open documents). The rest are the types an `AuditResult` holds.

/// Fixed font sizes in one Swift or CSS file, each a `fixed-size` diagnostic with a fix-it.
public typealias Auditor = HigTypeAudit.Auditor
/// A manifest's tokens by size and weight, so a finding names the token to use.
public typealias TokenMatch = HigTypeAudit.TokenMatch
/// The lines an audit's stderr ends with (`AuditResult.summary`).
public typealias AuditSummary = HigTypeAudit.AuditSummary
/// The platform a project builds for, read from its project files (`AuditResult.project`).
public typealias ProjectPlatform = HigTypeAudit.ProjectPlatform
/// Code that does not ship (tests, previews, debug, generated, build output, tools), left out by
/// default and brought back with `AuditRequest.include` (`--include`).
public typealias AuditSkip = HigTypeAudit.AuditSkip
