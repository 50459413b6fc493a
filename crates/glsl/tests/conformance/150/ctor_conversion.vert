// expect: compile -- GLSL 1.50 section 5.4.1: constructors convert between scalar types
#version 150 core
void main() {
    int i = int(2.7); float f = float(i); bool b = bool(f);
}
