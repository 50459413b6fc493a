// expect: fail -- GLSL 1.40 section 3.6: `varying` is a keyword or reserved word here
#version 140
void main() {
    float varying = 1.0;
}
