// expect: fail -- GLSL 1.10 section 3.6: `varying` is a keyword or reserved word here
#version 110
void main() {
    float varying = 1.0;
}
