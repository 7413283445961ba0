//go:build !js

package rulestest

import (
	"reflect"
	"slices"
)

// Shared returns the path of the first slice (with elements) or pointer
// that a and c, two copies of one state, share, from path down; "" when
// they share none. skip names the paths a ruleset shares on purpose (a
// copy-on-write cover list); it may be nil. A ruleset's field-by-field
// Clone is checked with it against the JSON round trip it stands for.
func Shared(a, c any, path string, skip func(path string) bool) string {
	return shared(reflect.ValueOf(a), reflect.ValueOf(c), path, skip)
}

func shared(a, c reflect.Value, path string, skip func(string) bool) string {
	if skip != nil && skip(path) {
		return ""
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || c.IsNil() {
			return ""
		}
		if a.Pointer() == c.Pointer() {
			return path
		}
		return shared(a.Elem(), c.Elem(), path, skip)
	case reflect.Slice:
		if a.Len() > 0 && a.Pointer() == c.Pointer() {
			return path
		}
		for i := 0; i < min(a.Len(), c.Len()); i++ {
			if p := shared(a.Index(i), c.Index(i), path+"[]", skip); p != "" {
				return p
			}
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if p := shared(a.Field(i), c.Field(i), path+"."+a.Type().Field(i).Name, skip); p != "" {
				return p
			}
		}
	case reflect.Map, reflect.Interface, reflect.Chan, reflect.Func:
		return path + " (a " + a.Kind().String() + ", which a clone cannot be checked for)"
	}
	return ""
}

// References lists, sorted, every field of v's type and of the types
// within it that holds a slice, a pointer, a map, an interface, a channel
// or a function, as "Type.Field": the fields a deep copy must copy
// itself. A test keeps the list a ruleset's clone knows beside it, so
// that a new such field fails the test until the clone copies it. The
// types stop lists types not to look into (ones with their own Clone,
// such as rules.Dice).
func References(v any, stop ...reflect.Type) []string {
	var found []string
	seen := map[reflect.Type]bool{}
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		for ty.Kind() == reflect.Pointer || ty.Kind() == reflect.Slice {
			ty = ty.Elem()
		}
		if ty.Kind() != reflect.Struct || seen[ty] || slices.Contains(stop, ty) {
			return
		}
		seen[ty] = true
		for i := 0; i < ty.NumField(); i++ {
			f := ty.Field(i)
			switch f.Type.Kind() {
			case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Chan, reflect.Func:
				found = append(found, ty.Name()+"."+f.Name)
			}
			walk(f.Type)
		}
	}
	walk(reflect.TypeOf(v))
	slices.Sort(found)
	return found
}
