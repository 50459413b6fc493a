// expect: fail -- GLSL 1.10 section 3.6: `inline` is a keyword or reserved word here
#version 110
void main() {
    float inline = 1.0;
}
