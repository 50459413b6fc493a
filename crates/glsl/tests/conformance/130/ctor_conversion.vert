// expect: compile -- GLSL 1.30 section 5.4.1: constructors convert between scalar types
#version 130
void main() {
    int i = int(2.7); float f = float(i); bool b = bool(f);
}
