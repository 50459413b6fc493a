// expect: fail -- GLSL 1.20 section 3.6: `varying` is a keyword or reserved word here
#version 120
void main() {
    float varying = 1.0;
}
