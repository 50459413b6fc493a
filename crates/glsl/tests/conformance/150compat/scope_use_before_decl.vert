// expect: fail -- GLSL 1.50 (compatibility) section 4.2: a name must be declared before use
#version 150 compatibility
void main() {
    float a = b; float b = 1.0;
}
