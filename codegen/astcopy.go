package codegen

import (
	"go/ast"
	"reflect"
)

// copyAST deep-copies an AST subtree. orig maps each copied identifier to
// the original, so that type information (keyed by the original nodes)
// still applies to the copy.
func copyAST[T ast.Node](n T, orig map[*ast.Ident]*ast.Ident) T {
	return copyValue(reflect.ValueOf(n), orig).Interface().(T)
}

var identType = reflect.TypeOf((*ast.Ident)(nil))

func copyValue(v reflect.Value, orig map[*ast.Ident]*ast.Ident) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		// Objects and scopes are shared, not copied (they are not part of
		// the syntax tree proper and can be cyclic).
		if t := v.Type().Elem(); t.PkgPath() == "go/ast" && (t.Name() == "Object" || t.Name() == "Scope") {
			return v
		}
		c := reflect.New(v.Type().Elem())
		c.Elem().Set(copyValue(v.Elem(), orig))
		if v.Type() == identType {
			orig[c.Interface().(*ast.Ident)] = v.Interface().(*ast.Ident)
		}
		return c
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		c := copyValue(v.Elem(), orig)
		r := reflect.New(v.Type()).Elem()
		r.Set(c)
		return r
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		for i := 0; i < v.NumField(); i++ {
			if c.Field(i).CanSet() {
				c.Field(i).Set(copyValue(v.Field(i), orig))
			}
		}
		return c
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			c.Index(i).Set(copyValue(v.Index(i), orig))
		}
		return c
	}
	return v
}
