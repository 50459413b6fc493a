#version 110
void main() {
    gl_FragData[0] = vec4(log2(8.0), sqrt(16.0), inversesqrt(4.0), exp(1.0));
}
// run: {"expect": {"gl_FragData": [[3, 4, 0.5, 2.7182817], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0]]}}
