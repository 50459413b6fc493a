// expect: compile -- GLSL ES 1.00 section 4.5.3: a float with a precision qualifier needs no default
#version 100
void main() {
    mediump float a = 1.0;
}
