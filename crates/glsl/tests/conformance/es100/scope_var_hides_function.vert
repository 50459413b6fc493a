// expect: compile -- GLSL ES 1.00 section 4.2: a local variable hides a function of the same name
#version 100
precision mediump float;
float helper() { return 1.0; }
void main() {
    float helper = 2.0;
}
