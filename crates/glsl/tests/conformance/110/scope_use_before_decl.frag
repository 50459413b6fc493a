// expect: fail -- GLSL 1.10 section 4.2: a name must be declared before use
#version 110
void main() {
    float a = b; float b = 1.0;
}
