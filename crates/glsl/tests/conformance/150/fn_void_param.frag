// expect: compile -- GLSL 1.50 section 6.1: (void) declares no parameters
#version 150 core
float f(void) { return 1.0; }
void main() {
    float a = f();
}
