// expect: fail -- GLSL 1.10 section 3.6: `output` is a keyword or reserved word here
#version 110
void main() {
    float output = 1.0;
}
