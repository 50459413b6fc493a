// expect: compile -- GLSL 1.40 section 6.1: (void) declares no parameters
#version 140
float f(void) { return 1.0; }
void main() {
    float a = f();
}
