// expect: fail -- GLSL 1.30 section 3.6: `inline` is a keyword or reserved word here
#version 130
void main() {
    float inline = 1.0;
}
