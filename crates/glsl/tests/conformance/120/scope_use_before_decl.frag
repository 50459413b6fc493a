// expect: fail -- GLSL 1.20 section 4.2: a name must be declared before use
#version 120
void main() {
    float a = b; float b = 1.0;
}
