// expect: fail -- GLSL 3.30 (compatibility) section 4.2: a name must be declared before use
#version 330 compatibility
void main() {
    float a = b; float b = 1.0;
}
