// Package sight holds the ruleset kit's sight: Sees, the plain rule of
// who sees whom; HideUnseen, which makes a side's view of a battle; and
// its memos: Memo, what a side sees, a memo in a
// battle's scratch space (rules/kit/memo says the kinds), which a clone
// starts without; and Fields, the line-of-sight caches of the fields a
// ruleset plays, which depend on no battle's state and serve every
// battle the ruleset starts or loads.
package sight
