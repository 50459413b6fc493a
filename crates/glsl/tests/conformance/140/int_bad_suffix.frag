// expect: fail -- GLSL 1.40 section 4.1.3: an integer literal takes no suffix other than u/U
#version 140
void main() {
    int i = 1l;
}
