// expect: compile -- GLSL 1.30 section 3.3: C++ leaves undefining a predefined macro undefined; as Mesa, desktop GLSL before 3.30 allows it
#version 130
#undef __VERSION__
void main() {}
