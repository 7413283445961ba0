//go:build js

package rules

// loader is empty in the browser's build: there the game continues a
// saved battle from its replay and never restores a state (Load serves
// the conformance suite and the tools), and the rulesets leave Load and
// their saved-state checks out. The wasm holds Ebitengine's
// text/template, whose reflect MethodByName makes the linker keep every
// exported method of a type that reaches an interface, called or not: a
// Load in the browser's build weighed 22 KB of its download, gzipped
// (issue #38).
type loader interface{}
