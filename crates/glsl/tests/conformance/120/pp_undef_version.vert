// expect: compile -- GLSL 1.20 section 3.3: C++ leaves undefining a predefined macro undefined; as Mesa, desktop GLSL before 3.30 allows it
#version 120
#undef __VERSION__
void main() {}
