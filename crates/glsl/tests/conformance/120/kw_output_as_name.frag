// expect: fail -- GLSL 1.20 section 3.6: `output` is a keyword or reserved word here
#version 120
void main() {
    float output = 1.0;
}
