// expect: compile -- GLSL 1.30 section 6: an empty statement
#version 130
void main() {
    ;;
}
