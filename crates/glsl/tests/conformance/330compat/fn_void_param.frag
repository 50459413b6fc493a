// expect: compile -- GLSL 3.30 (compatibility) section 6.1: (void) declares no parameters
#version 330 compatibility
float f(void) { return 1.0; }
void main() {
    float a = f();
}
