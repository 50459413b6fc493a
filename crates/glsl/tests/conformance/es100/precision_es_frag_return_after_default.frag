// expect: compile -- GLSL ES 1.00 section 4.5.3: a default precision statement covers later return types
#version 100
precision highp float;
float f() { return 1.0; }
void main() {}
