// Package memo holds the ruleset kit's bounded memos, the containers a
// ruleset's memos are made of: Gen, a map bounded by two generations
// (what is used again survives), Recent, a short list kept most recently
// used last, Touch, which moves a list's entry to its end, and Renew,
// which tells a memo that the inputs all its entries share have changed.
//
// Each memo a ruleset builds on them says which kind it is: memos that
// depend on no battle's state serve every battle of the ruleset (and
// guard themselves with a mutex, since battles play on many goroutines),
// memos that depend on a battle's state are shared only by a battle and
// its clones (they never change an entry once made), and memos in a
// battle's scratch space serve no one else, a clone starting without
// them. None of these types has a lock of its own.
package memo
