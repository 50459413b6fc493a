// expect: compile -- GLSL 3.30 section 6.1: (void) declares no parameters
#version 330 core
float f(void) { return 1.0; }
void main() {
    float a = f();
}
