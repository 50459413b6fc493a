// expect: compile -- GLSL 1.20 section 6.1: (void) declares no parameters
#version 120
float f(void) { return 1.0; }
void main() {
    float a = f();
}
