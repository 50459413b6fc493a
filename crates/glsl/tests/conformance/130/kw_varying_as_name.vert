// expect: fail -- GLSL 1.30 section 3.6: `varying` is a keyword or reserved word here
#version 130
void main() {
    float varying = 1.0;
}
