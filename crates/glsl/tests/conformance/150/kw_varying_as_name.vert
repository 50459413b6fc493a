// expect: fail -- GLSL 1.50 section 3.6: `varying` is a keyword or reserved word here
#version 150 core
void main() {
    float varying = 1.0;
}
