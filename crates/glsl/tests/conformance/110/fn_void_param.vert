// expect: compile -- GLSL 1.10 section 6.1: (void) declares no parameters
#version 110
float f(void) { return 1.0; }
void main() {
    float a = f();
}
