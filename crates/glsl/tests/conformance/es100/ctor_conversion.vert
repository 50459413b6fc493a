// expect: compile -- GLSL ES 1.00 section 5.4.1: constructors convert between scalar types
#version 100
precision mediump float;
void main() {
    int i = int(2.7); float f = float(i); bool b = bool(f);
}
