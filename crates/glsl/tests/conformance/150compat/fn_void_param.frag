// expect: compile -- GLSL 1.50 (compatibility) section 6.1: (void) declares no parameters
#version 150 compatibility
float f(void) { return 1.0; }
void main() {
    float a = f();
}
