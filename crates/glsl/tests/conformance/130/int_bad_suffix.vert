// expect: fail -- GLSL 1.30 section 4.1.3: an integer literal takes no suffix other than u/U
#version 130
void main() {
    int i = 1l;
}
