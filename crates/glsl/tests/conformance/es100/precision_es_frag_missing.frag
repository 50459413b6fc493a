// expect: fail -- GLSL ES 1.00 section 4.5.3: a fragment shader has no default float precision
#version 100
void main() {
    float a = 1.0;
}
