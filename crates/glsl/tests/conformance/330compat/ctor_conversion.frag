// expect: compile -- GLSL 3.30 (compatibility) section 5.4.1: constructors convert between scalar types
#version 330 compatibility
void main() {
    int i = int(2.7); float f = float(i); bool b = bool(f);
}
