// expect: compile -- GLSL 1.50 (compatibility) section 3.3: C++ leaves undefining a predefined macro undefined; as Mesa, desktop GLSL before 3.30 allows it
#version 150 compatibility
#undef __VERSION__
void main() {}
